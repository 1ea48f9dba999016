import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { PAY_ITEM_KIND_NAMES, type EndPayItemBody, type PayBankBody, type PayData, type PayItemBody, type PayItemKind, type PayRateBody } from '@portal/contracts/pay-data';
import type { DB } from '../../db/database';
import { lockEmployeesInOrder } from '../../approvals/lock-order';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer, type PortalMessage } from '../../lib/messages';
import * as repository from './pay-data.repository';

const noSuchEmployee = (empId: string) => notFound(say('pay_data.no_employee', { empId }));

/** The kinds' names in Filipino, as PAY_ITEM_KIND_NAMES names them in English. */
const kindNamesFil: Record<PayItemKind, string> = {
  allowance: 'Allowance',
  sss_loan: 'SSS loan',
  pagibig_loan: 'Pag-IBIG loan',
  company_loan: 'Loan sa kumpanya',
  deduction: 'Ibang kaltas',
};

export async function getPayData(db: Kysely<DB> | Transaction<DB>, empId: string): Promise<PayData> {
  const person = await repository.findPerson(db, empId);
  if (!person) throw noSuchEmployee(empId);
  const [rates, items, bank] = await Promise.all([repository.listRates(db, empId), repository.listItems(db, empId), repository.findBank(db, empId)]);
  return { empid: person.emp_id, fullname: person.fullname, bank: bank ?? null, rates, items };
}

/** One change to a person's pay data, in a transaction that holds the person's row (the lock order every write keeps). */
async function changePayData(db: Kysely<DB>, empId: string, change: (trx: Transaction<DB>) => Promise<PortalMessage>): Promise<PayData & CodedAnswer> {
  return db.transaction().execute(async (trx) => {
    if ((await lockEmployeesInOrder(trx, [empId])).size === 0) throw noSuchEmployee(empId);
    const message = await change(trx);
    return { ...(await getPayData(trx, empId)), ...codedFields(message) };
  });
}

/** What a pay-data write did: recorded anew, replaced what was there, or found it already so (and wrote nothing). */
export type PayDataWrite = 'recorded' | 'replaced' | 'unchanged';

/** Records a rate in the caller's transaction (which holds the person's row), audited; one the same as stored is left alone. */
export async function recordRate(trx: Transaction<DB>, actorEmpId: string, rate: z.output<typeof PayRateBody>, requestId: string | undefined): Promise<PayDataWrite> {
  const after = { effective_from: rate.effective_from, basis: rate.basis, rate: rate.rate, minimum_wage_earner: rate.minimum_wage_earner };
  const stored = (await repository.listRates(trx, rate.empid)).find((candidate) => candidate.effective_from === rate.effective_from);
  if (stored && stored.basis === after.basis && stored.rate === after.rate && stored.minimum_wage_earner === after.minimum_wage_earner) return 'unchanged';
  const { before } = await repository.upsertRate(trx, { emp_id: rate.empid, ...after, recorded_by: actorEmpId });
  await writeAudit(trx, {
    actorEmpId,
    action: before ? 'update' : 'create',
    entity: 'pay_rate',
    entityId: `${rate.empid} ${rate.effective_from}`,
    ...(before ? { before: { basis: before.basis, rate: before.rate, minimum_wage_earner: before.minimum_wage_earner } } : {}),
    after,
    ...(requestId ? { requestId } : {}),
  });
  return before ? 'replaced' : 'recorded';
}

export function setPayRate(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof PayRateBody>, requestId: string) {
  return changePayData(db, body.empid, async (trx) => {
    const done = await recordRate(trx, user.empId, body, requestId);
    const from = body.effective_from;
    return say(done === 'unchanged' ? 'pay_data.rate_unchanged' : done === 'replaced' ? 'pay_data.rate_replaced' : 'pay_data.rate_recorded', { from });
  });
}

export function addPayItem(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof PayItemBody>, requestId: string) {
  return changePayData(db, body.empid, async (trx) => {
    const { empid, ...item } = body;
    const id = await repository.insertItem(trx, { emp_id: empid, ...item, recorded_by: user.empId });
    await writeAudit(trx, { actorEmpId: user.empId, action: 'create', entity: 'pay_item', entityId: String(id), after: { emp_id: empid, ...item }, requestId });
    return say('pay_data.item_added', { kind: { en: PAY_ITEM_KIND_NAMES[item.kind], fil: kindNamesFil[item.kind] }, label: item.label, from: item.starts_on });
  });
}

export async function endPayItem(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof EndPayItemBody>, requestId: string) {
  const owner = await db.selectFrom('pay_items').select('emp_id').where('id', '=', String(body.id)).executeTakeFirst();
  if (!owner) throw notFound(say('pay_data.item_missing', { id: body.id }));
  return changePayData(db, owner.emp_id, async (trx) => {
    const item = await repository.findItemForUpdate(trx, body.id);
    if (!item) throw notFound(say('pay_data.item_missing', { id: body.id }));
    if (body.ends_on < item.starts_on) throw badRequest(say('pay_data.item_ends_before_start', { start: item.starts_on }));
    await repository.setItemEnd(trx, body.id, body.ends_on);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'update', entity: 'pay_item', entityId: String(body.id), before: { ends_on: item.ends_on }, after: { ends_on: body.ends_on }, requestId });
    return say('pay_data.item_ended', { to: body.ends_on });
  });
}

/** Records where the person's pay goes, in the caller's transaction, audited; the same account as stored is left alone. */
export async function recordBank(trx: Transaction<DB>, actorEmpId: string, account: z.output<typeof PayBankBody>, requestId: string | undefined): Promise<PayDataWrite> {
  const stored = await repository.findBank(trx, account.empid);
  if (stored && stored.bank === account.bank && stored.account_number === account.account_number) return 'unchanged';
  const after = { bank: account.bank, account_number: account.account_number };
  const before = await repository.upsertBank(trx, { emp_id: account.empid, ...after, recorded_by: actorEmpId });
  await writeAudit(trx, {
    actorEmpId,
    action: before ? 'update' : 'create',
    entity: 'pay_bank',
    entityId: account.empid,
    ...(before ? { before: { bank: before.bank, account_number: before.account_number } } : {}),
    after,
    ...(requestId ? { requestId } : {}),
  });
  return before ? 'replaced' : 'recorded';
}

export function setPayBank(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof PayBankBody>, requestId: string) {
  return changePayData(db, body.empid, async (trx) => {
    const done = await recordBank(trx, user.empId, body, requestId);
    const account = { bank: body.bank, account: body.account_number };
    return say(done === 'unchanged' ? 'pay_data.bank_unchanged' : done === 'replaced' ? 'pay_data.bank_replaced' : 'pay_data.bank_recorded', account);
  });
}
