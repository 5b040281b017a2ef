import { NavLink } from 'react-router-dom';
import { authDialogOpened, selectUser, signedOut, useAppDispatch, useAppSelector } from '@wellness/shared';

export function Header() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  return (
    <header>
      <NavLink to="/">Wellness</NavLink>
      <nav aria-label="Main">
        <NavLink to="/">Home</NavLink>
        <NavLink to="/explore" state={{ initialTab: 'destinations' }}>Destinations</NavLink>
        <NavLink to="/explore" state={{ initialTab: 'programs' }}>Wellness Programs</NavLink>
        <NavLink to="/about">About</NavLink>
        <NavLink to="/pricing">Subscription</NavLink>
      </nav>
      {user ? (
        <button type="button" onClick={() => dispatch(signedOut())} data-testid="session-user">
          {user.firstName} · Logout
        </button>
      ) : (
        <button type="button" onClick={() => dispatch(authDialogOpened('signin'))}>JOIN NOW</button>
      )}
    </header>
  );
}
