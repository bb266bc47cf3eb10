import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** `useDispatch` typed for the app store (thunks with AppPorts as extra argument). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the app store's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
