import { forwardRef, type ComponentType, type MouseEvent, type Ref } from 'react';
import { Link as FluentLink, type LinkProps as FluentLinkProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/**
 * Props of `Link`: Fluent link props plus the router target and history mode.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const props: LinkProps = { to: `/building/${building.id}`, replace: true };
 * return <Link {...props}>{building.name}</Link>;
 * ```
 */
export type LinkProps = Omit<FluentLinkProps, 'href' | 'as'> & { to: To; replace?: boolean };

// Fluent's Link types href only for its anchor variant; we always render the anchor.
const AnchorLink = FluentLink as unknown as ComponentType<Record<string, unknown> & { ref?: Ref<HTMLAnchorElement> }>;

/**
 * A Fluent link that navigates through the console's router (no page reload).
 * @group Routing and side bar
 * @example
 * ```tsx
 * <Link to={`/custom/my-view/${robot.robotId}`}>{robot.name}</Link>
 * ```
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, ...rest }, ref) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <AnchorLink
      {...rest}
      ref={ref}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        (onClick as ((e: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(event);
        if (!event.defaultPrevented) handleClick(event);
      }}
    />
  );
});
