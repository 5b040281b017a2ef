import { contactDialogOpened, useAppDispatch } from '@wellness/shared';

export function Component() {
  const dispatch = useAppDispatch();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Experience Beyond Ordinary Wellness</h1>
      <p>Your gateway to exclusive wellness retreats and elite health services.</p>
      <button type="button" onClick={() => dispatch(contactDialogOpened())}>
        Contact us
      </button>
    </section>
  );
}
