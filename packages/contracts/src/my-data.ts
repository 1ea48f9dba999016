import { z } from 'zod';
import { defineRoute } from './http';

// My data (Data Privacy Act, RA 10173, sec. 16(c): the data subject's right of access):
// one archive of everything the portal holds about the caller.

/** Answers a ZIP (my-data.json and the PDFs), not JSON. */
export const myDataRoute = defineRoute({
  method: 'GET',
  path: '/v1/profile/my-data',
  summary: 'Download everything the portal holds about me: my-data.json and the PDFs I am entitled to, in one ZIP',
  response: z.unknown(),
  auth: true,
});
