// What the console serves plugins for react-router-dom: the routing API a page uses, bound to the
// console's one router. Not `export *`: react-router is a single module, so serving every export
// (data-router factories, SSR, RSC) would put all of it into the shell's first scripts. The SDK
// build lists these names in dist/shared-exports.json, which plugin builds check imports against,
// so this file is the one place that decides them.
export {
  Link, NavLink, Navigate, Outlet, Route, Routes,
  useBeforeUnload, useBlocker, useHref, useInRouterContext, useLinkClickHandler, useLocation, useMatch, useMatches,
  useNavigate, useNavigation, useNavigationType, useOutlet, useOutletContext, useParams, useResolvedPath, useRoutes,
  useSearchParams,
  createPath, createSearchParams, generatePath, matchPath, matchRoutes, parsePath, resolvePath,
} from 'react-router-dom';
