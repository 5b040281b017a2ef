import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { CREDENTIAL_STATUS_LABEL } from '@wellness/shared/host-tools';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the Credentials page's catalogue", en, { es, fr }, __dirname, () => {
  it('names the states as the shared host tools do', () => {
    expect(en.status).toEqual(CREDENTIAL_STATUS_LABEL);
  });
});
