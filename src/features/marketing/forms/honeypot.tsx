import type { UseFormRegisterReturn } from 'react-hook-form';

/** Invisible to people (and skipped by keyboard and screen readers); bots that fill every field fill it. */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website (leave empty)
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
