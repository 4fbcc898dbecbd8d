/**
 * A boot stage of its own (src/main.tsx): React DOM is the largest single module the app evaluates,
 * so it is evaluated in its own task before the rest of the app.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
