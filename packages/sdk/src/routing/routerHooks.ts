// Plugins route through the SDK so the host's single react-router instance is always the one used.
// Declared here (not re-exported) so the reference documents them with the SDK's routing.
import * as router from 'react-router-dom';

/**
 * react-router's `useNavigate`, bound to the console's router.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const navigate = useNavigate();
 * return <Button onClick={() => navigate('/custom/my-view/settings')}>{t('settings')}</Button>;
 * ```
 */
export const useNavigate: typeof router.useNavigate = router.useNavigate;

/**
 * react-router's `useParams`: the current route's `:name` segments.
 * @group Routing and side bar
 * @example
 * ```tsx
 * // plugin.json route "/custom/my-view/:id"
 * const { id } = useParams<{ id: string }>();
 * ```
 */
export const useParams: typeof router.useParams = router.useParams;

/**
 * react-router's `useLocation`: the current address.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const { pathname, search } = useLocation();
 * ```
 */
export const useLocation: typeof router.useLocation = router.useLocation;

/**
 * react-router's `useSearchParams`: read and write the query string.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const [params, setParams] = useSearchParams();
 * const page = Number(params.get('page') ?? 1);
 * setParams({ page: String(page + 1) });
 * ```
 */
export const useSearchParams: typeof router.useSearchParams = router.useSearchParams;

/**
 * react-router's `<Navigate>`: redirects as soon as it renders.
 * @group Routing and side bar
 * @example
 * ```tsx
 * if (!allowed) return <Navigate to="/" replace />;
 * ```
 */
export const Navigate: typeof router.Navigate = router.Navigate;
