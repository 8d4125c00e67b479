import type { Page } from 'playwright-core';

export type VisuraSubject = {
  firstName: string;
  lastName: string;
  codiceFiscale: string;
  /** As a person types it: 25/12/1985, 25-12-1985 or 25121985. */
  dateOfBirth: string;
  indirizzo: string;
  civico: string;
  cap: string;
  provincia: string;
  citta: string;
};

/** Types the subject's fields of the single visura (or the candidate's entry) by keyboard, as a person does. */
export async function fillVisura(page: Page, s: VisuraSubject) {
  const type = async (label: RegExp, text: string) => {
    await page.getByLabel(label).click();
    await page.keyboard.type(text);
  };
  await type(/^Nome/, s.firstName);
  await type(/^Cognome/, s.lastName);
  await type(/^Codice fiscale/, s.codiceFiscale);
  await type(/^Data di nascita/, s.dateOfBirth);
  await page.keyboard.press('Escape');
  await page
    .getByLabel(/^Via, Viale o Piazza/)
    .first()
    .click();
  await page.getByRole('option', { name: 'Via', exact: true }).click();
  await type(/^Indirizzo/, s.indirizzo);
  await type(/^Numero civico/, s.civico);
  await type(/^CAP/, s.cap);
  await type(/^Provincia/, s.provincia);
  await type(/^Città/, s.citta);
}
