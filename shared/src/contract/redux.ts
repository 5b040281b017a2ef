// The one copy of Redux Toolkit and React Redux on a page, for the same reason as ./router.
export { Provider } from 'react-redux';
export { createSlice } from '@reduxjs/toolkit';
export type { PayloadAction, Reducer, UnknownAction } from '@reduxjs/toolkit';
