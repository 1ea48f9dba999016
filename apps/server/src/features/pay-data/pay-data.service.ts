import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { PAY_ITEM_KIND_NAMES, type EndPayItemBody, type PayBankBody, type PayData, type PayItemBody, type PayRateBody } from '@portal/contracts/pay-data';
import type { DB } from '../../db/database';
import { lockEmployeesInOrder } from '../../approvals/lock-order';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import * as repository from './pay-data.repository';

const noSuchEmployee = (empId: string) => notFound(`There is no employee ${empId}.`);

export async function getPayData(db: Kysely<DB> | Transaction<DB>, empId: string): Promise<PayData> {
  const person = await repository.findPerson(db, empId);
  if (!person) throw noSuchEmployee(empId);
  const [rates, items, bank] = await Promise.all([repository.listRates(db, empId), repository.listItems(db, empId), repository.findBank(db, empId)]);
  return { empid: person.emp_id, fullname: person.fullname, bank: bank ?? null, rates, items };
}

/** One change to a person's pay data, in a transaction that holds the person's row (the lock order every write keeps). */
async function changePayData(db: Kysely<DB>, empId: string, change: (trx: Transaction<DB>) => Promise<string>): Promise<PayData & { message: string }> {
  return db.transaction().execute(async (trx) => {
    if ((await lockEmployeesInOrder(trx, [empId])).size === 0) throw noSuchEmployee(empId);
    const message = await change(trx);
    return { ...(await getPayData(trx, empId)), message };
  });
}

export function setPayRate(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof PayRateBody>, requestId: string) {
  return changePayData(db, body.empid, async (trx) => {
    const after = { effective_from: body.effective_from, basis: body.basis, rate: body.rate, minimum_wage_earner: body.minimum_wage_earner };
    const { before } = await repository.upsertRate(trx, { emp_id: body.empid, ...after, recorded_by: user.empId });
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: before ? 'update' : 'create',
      entity: 'pay_rate',
      entityId: `${body.empid} ${body.effective_from}`,
      ...(before ? { before: { basis: before.basis, rate: before.rate, minimum_wage_earner: before.minimum_wage_earner } } : {}),
      after,
      requestId,
    });
    return before
      ? `The rate in force from ${body.effective_from} is replaced.`
      : `The rate is recorded, in force from ${body.effective_from}.`;
  });
}

export function addPayItem(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof PayItemBody>, requestId: string) {
  return changePayData(db, body.empid, async (trx) => {
    const { empid, ...item } = body;
    const id = await repository.insertItem(trx, { emp_id: empid, ...item, recorded_by: user.empId });
    await writeAudit(trx, { actorEmpId: user.empId, action: 'create', entity: 'pay_item', entityId: String(id), after: { emp_id: empid, ...item }, requestId });
    return `${PAY_ITEM_KIND_NAMES[item.kind]} "${item.label}" is added from ${item.starts_on}.`;
  });
}

export async function endPayItem(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof EndPayItemBody>, requestId: string) {
  const owner = await db.selectFrom('pay_items').select('emp_id').where('id', '=', String(body.id)).executeTakeFirst();
  if (!owner) throw notFound(`There is no allowance, loan or deduction #${body.id}.`);
  return changePayData(db, owner.emp_id, async (trx) => {
    const item = await repository.findItemForUpdate(trx, body.id);
    if (!item) throw notFound(`There is no allowance, loan or deduction #${body.id}.`);
    if (body.ends_on < item.starts_on) throw badRequest(`ends_on must be on or after the day it starts, ${item.starts_on}.`);
    await repository.setItemEnd(trx, body.id, body.ends_on);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'update', entity: 'pay_item', entityId: String(body.id), before: { ends_on: item.ends_on }, after: { ends_on: body.ends_on }, requestId });
    return `It ends on ${body.ends_on}; its history stays.`;
  });
}

export function setPayBank(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof PayBankBody>, requestId: string) {
  return changePayData(db, body.empid, async (trx) => {
    const after = { bank: body.bank, account_number: body.account_number };
    const before = await repository.upsertBank(trx, { emp_id: body.empid, ...after, recorded_by: user.empId });
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: before ? 'update' : 'create',
      entity: 'pay_bank',
      entityId: body.empid,
      ...(before ? { before: { bank: before.bank, account_number: before.account_number } } : {}),
      after,
      requestId,
    });
    return before ? `The pay now goes to ${body.bank} account ${body.account_number}.` : `The bank account is recorded: ${body.bank} ${body.account_number}.`;
  });
}
