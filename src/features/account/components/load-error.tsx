/** A part of the Account screen that could not load, with a retry: the shared error block. */
export { ErrorBlock as LoadError } from '../../../components/feedback/error-block';
