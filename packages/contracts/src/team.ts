import { z } from 'zod';
import { defineRoute } from './http';

export const EmployeeSummary = z.object({
  empid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
});
export type EmployeeSummary = z.infer<typeof EmployeeSummary>;

export const EmployeeSearchQuery = z.object({
  searchkey: z
    .string({ error: 'searchkey is required' })
    .trim()
    .min(1, 'Type at least one character to search')
    .max(100, 'searchkey is too long'),
});

export const teamRoutes = {
  employeesByTeamLead: defineRoute({
    method: 'GET',
    path: '/v1/others/employeesbyteamlead',
    summary: 'The employees of the logged-in team lead',
    response: z.array(EmployeeSummary),
    auth: true,
  }),
  searchEmployees: defineRoute({
    method: 'GET',
    path: '/v1/others/empsearch',
    summary: 'Search, by name or id, the employees you may act for',
    querystring: EmployeeSearchQuery,
    response: z.array(EmployeeSummary),
    auth: true,
  }),
} as const;
