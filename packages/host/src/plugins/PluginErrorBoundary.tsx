import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { PluginLoadError } from './PluginLoadError.js';
import { FailureDetails } from './FailureDetails.js';

interface Props {
  pluginId: string;
  onRetry: () => void;
  children: ReactNode;
}

function PluginFailure({ pluginId, error, onRetry }: { pluginId: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const message =
    error instanceof PluginLoadError
      ? t(`plugin.${error.kind}`, error.params)
      : t('plugin.crashed', { id: pluginId, message: error instanceof Error ? error.message : String(error) });
  return (
    <>
      <ErrorPanel pluginId={pluginId} message={message} onRetry={onRetry} />
      <FailureDetails pluginId={pluginId} message={message} error={error} />
    </>
  );
}

/** Contains a plugin's failures (load, time-out, SDK, integrity, render) to its own area. */
export class PluginErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[fleetdeck] plugin ${this.props.pluginId} failed`, error);
  }

  override render() {
    if (this.state.failed) {
      return <PluginFailure pluginId={this.props.pluginId} error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
