import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { pdfInfo, pdfText } from '../../../test/pdf-tools';

const ctx = useTestApp();

async function latestPeriodOf(cookie: string) {
  const year = ((await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear', cookie })).json() as { year: number }[])[0]!.year;
  const month = ((await call(ctx.app, { method: 'GET', url: `/api/v1/payslip/paymonth?year=${year}`, cookie })).json() as { month: number; periods: number[] }[])[0]!;
  return { year, month: month.month, period: month.periods.at(-1)! };
}

describe('POST /api/v1/payslip/pdf', () => {
  it('answers your own payslip as one A4 page with its figures', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const latest = await latestPeriodOf(employee);
    const json = (await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: latest })).json() as { net_pay: number; pay_date: string };
    const response = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/pdf', cookie: employee, payload: { ...latest, dwp: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="payslip-${latest.year}-${String(latest.month).padStart(2, '0')}-${latest.period}.pdf"`);
    const info = pdfInfo(response.rawPayload);
    expect(info.pages).toBe(1);
    expect(info.pageSize).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)$/);
    const text = pdfText(response.rawPayload);
    for (const expected of ['PAYSLIP', 'Demo Company Inc.', 'Juan dela Cruz', '00000004', 'Basic pay', 'Php 14,000.00', 'SSS', 'Php 700.00', 'PhilHealth', 'Pag-IBIG', 'Withholding tax', 'NET PAY', 'Year to date']) {
      expect(text).toContain(expected);
    }
    const netPay = `Php ${json.net_pay.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toContain(`NET PAY ${netPay}`);
    expect(text).toMatch(/Pay date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("is written in the reader's language: Filipino for someone who chose it, with the payroll's own line labels", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/language', cookie: employee, payload: { language: 'fil' } })).statusCode).toBe(200);
    const latest = await latestPeriodOf(employee);
    const response = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/pdf', cookie: employee, payload: latest });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const expected of ['Empleyado', 'Panahon ng sahod', 'Mga kita', 'Mga kaltas', 'Kabuuang kita', 'NET PAY (MATATANGGAP)', 'Mula simula ng taon', 'Hindi na kailangan ng pirma', 'Basic pay', 'Php 14,000.00']) {
      expect(text).toContain(expected);
    }
    // The month and the pay date as Filipino writes them; no English label is left.
    expect(text).toMatch(/Petsa ng sahod: (Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) \d{1,2}, \d{4}/);
    for (const english of ['Pay period', 'Earnings', 'Total deductions', 'Year to date', 'Issued by payroll']) expect(text).not.toContain(english);
  });

  it('refuses bad input (400), a missing payslip (404), and anyone else\'s (403)', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/pdf', cookie: employee, payload: { year: 2026, month: 0, period: 1 } })).statusCode).toBe(400);
    const missing = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/pdf', cookie: employee, payload: { year: 2001, month: 1, period: 1 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    const latest = await latestPeriodOf(employee);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/pdf', cookie: employee, payload: { ...latest, emp_id: '00000005' } })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/pdf', payload: latest })).statusCode).toBe(401);
  });
});
