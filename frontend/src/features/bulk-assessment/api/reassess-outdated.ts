import { useApi } from '../../../lib/api-context';
import { useJobStart } from '../../../lib/job-polling';
import { assessmentJobQueryKey } from './get-assessment-job';

/** Starts re-assessing every outdated result of the company, each with its own country and methodology. */
export const useReassessOutdated = () => {
  const api = useApi();
  return useJobStart(() => api.call('reassessOutdated', {}), assessmentJobQueryKey);
};
