// The one copy of React Router on a page. Apps import routing from '@wellness/shared/contract', never from
// react-router itself, so the router's context is a single instance provided by the shell. Only what the apps use
// is exported: the whole list ships on every first paint (a new export is a minor version of the contract).
export {
  BrowserRouter,
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
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To, LinkProps, NavLinkProps, PathMatch, RouteProps } from 'react-router';
