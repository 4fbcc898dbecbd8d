/** The public pages' Markdown typography lives in components/, shared with the blog editor's preview. */
export { Prose } from '../../../components/prose';
