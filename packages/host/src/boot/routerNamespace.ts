// What plugins get for react-router-dom: the routing API a page uses, bound to the host's one
// router. Not `export *`: react-router is a single module, so serving every export (data-router
// factories, SSR, RSC) would put all of it into the shell's first scripts (about 30 KB gzipped).
// Plugins are expected to route through the SDK (useNavigate, Link, ...) anyway.
export {
  Link, NavLink, Navigate, Outlet, Route, Routes,
  useBeforeUnload, useBlocker, useHref, useInRouterContext, useLinkClickHandler, useLocation, useMatch, useMatches,
  useNavigate, useNavigation, useNavigationType, useOutlet, useOutletContext, useParams, useResolvedPath, useRoutes,
  useSearchParams,
  createPath, createSearchParams, generatePath, matchPath, matchRoutes, parsePath, resolvePath,
} from 'react-router-dom';
