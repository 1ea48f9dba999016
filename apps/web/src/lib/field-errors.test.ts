import { afterEach, describe, expect, it } from 'vitest';
import { labelFieldNames } from '@portal/contracts/field-labels';
import { ApiFailure } from './api-client';
import { describeFailure } from './failure-messages';
import { placeRefusal } from './field-errors';
import { activateLanguage } from './i18n';

afterEach(async () => {
  await activateLanguage('en');
});

/** A 400 as the server answers a body its schema refuses (plugins/error-handler.ts). */
const refused = {
  message: 'fromDate must be a date as YYYY-MM-DD\nreason: Required',
  code: 'BAD_REQUEST',
  field: 'fromDate',
  message_code: 'validation.issues',
  params: { lines: { en: 'fromDate must be a date as YYYY-MM-DD\nreason: Required', fil: 'Dapat petsa ang Mula, sa anyong YYYY-MM-DD\nreason: Kailangan' } },
};

/** The refusal as the API client makes it (api-client.ts fail), placed in a form that shows the field. */
function placed() {
  const error = new ApiFailure(labelFieldNames(describeFailure({ kind: 'response', status: 400, body: refused }, 'hr@example.com')), 400, 'BAD_REQUEST');
  error.field = 'fromDate';
  const form = document.createElement('form');
  form.innerHTML = '<input name="fromDate">';
  return placeRefusal(error, form);
}

describe("a form's refusal from the server", () => {
  it('shows the English word for word, each field labelled', () => {
    expect(placed()).toMatchObject({ field: 'fromDate', message: 'From must be a date as YYYY-MM-DD\nreason: Required' });
  });

  it('shows the Filipino the server sent to a person who reads it', async () => {
    await activateLanguage('fil');
    expect(placed()).toMatchObject({ field: 'fromDate', message: 'Dapat petsa ang Mula, sa anyong YYYY-MM-DD\nreason: Kailangan' });
  });
});
