import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { portfolioSummary } from '../../services/assessments/portfolio';

export const portfolio: Operation<Routes['portfolio']> = async ({ caller }) =>
  json(await portfolioSummary(caller));
