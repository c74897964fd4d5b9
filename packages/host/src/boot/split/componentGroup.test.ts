import { describe, expect, it } from 'vitest';
import { componentGroup } from './componentGroup.js';

describe('componentGroup', () => {
  it('puts a component with its hooks, render function and class names', () => {
    const group = componentGroup('@fluentui/react-button', 'Button');
    for (const name of ['useButton_unstable', 'renderButton_unstable', 'useButtonStyles_unstable', 'buttonClassNames']) {
      expect(componentGroup('@fluentui/react-button', name), name).toBe(group);
    }
  });

  it('keeps other components of the same sub-package apart', () => {
    const button = componentGroup('@fluentui/react-button', 'Button');
    expect(componentGroup('@fluentui/react-button', 'ToggleButton')).not.toBe(button);
    expect(componentGroup('@fluentui/react-button', 'useToggleButtonStyles_unstable')).toBe(componentGroup('@fluentui/react-button', 'ToggleButton'));
  });

  it('groups a context with its provider and hooks', () => {
    const group = componentGroup('@fluentui/react-card', 'CardContext');
    expect(componentGroup('@fluentui/react-card', 'CardProvider')).toBe(group);
    expect(componentGroup('@fluentui/react-card', 'useCardContext_unstable')).toBe(group);
    expect(componentGroup('@fluentui/react-card', 'CardHeader')).not.toBe(group);
  });

  it('leaves other sub-packages whole', () => {
    expect(componentGroup('@fluentui/react-dialog', 'Dialog')).toBe('@fluentui/react-dialog');
    expect(componentGroup('@fluentui/react-dialog', 'DialogTitle')).toBe('@fluentui/react-dialog');
  });
});
