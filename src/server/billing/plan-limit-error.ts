/** What a write throws when the plan has no room for it (its own module: the SQL layer throws it). */
import type { LimitProblem } from '../../shared/plans';

export class PlanLimitError extends Error {
  constructor(readonly problem: LimitProblem) {
    super(problem.message);
    this.name = 'PlanLimitError';
  }
}

export const isPlanLimitError = (error: unknown): error is PlanLimitError => error instanceof PlanLimitError;
