export { ErrorBlock } from '../../../components/feedback/error-block';
