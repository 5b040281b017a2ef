// The one copy of React Router on a page. Apps import routing from '@wellness/shared/contract', never from
// react-router itself, so the router's context is a single instance provided by the shell and only the parts the
// product uses are shipped.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useNavigationType,
  useMatch,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To, LinkProps, NavLinkProps, PathMatch, RouteProps } from 'react-router';
