import path from 'node:path';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { PROGRAMS_MESSAGES } from './ProgramsPage';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

// The programs list's catalogue (first paint; its server view writes the head with it).
describeCatalogue('the programs list catalogue', en, { es, fr }, path.join(__dirname, '../..'), () => {
  it('the English words the tests read are the catalogue’s', () => {
    expect(en).toMatchObject(PROGRAMS_MESSAGES);
  });
});
