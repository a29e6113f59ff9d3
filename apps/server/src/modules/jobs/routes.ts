import type { ModuleRoutes } from '../../lib/container.ts';
import { applicationRoutes } from './application-routes.ts';
import { postingRoutes } from './posting-routes.ts';

export { jobs } from './no-response.ts';

/** Startup jobs and internships (issue 25): postings and the board, then applications and hiring. */
export const routes: ModuleRoutes = async (app, options) => {
  await postingRoutes(app, options);
  await applicationRoutes(app, options);
};
