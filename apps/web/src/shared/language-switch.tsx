import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_SWITCHER_WIDTH_PX } from '@yardfleet/domain/constants';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@yardfleet/domain/locale/language';
import { LOGIN_PATH } from '@yardfleet/domain/routing/route-for';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { languageChanged, selectLanguage } from '@yardfleet/data/slices/locale';
import { ChevronDownIcon, GlobeIcon } from '@yardfleet/ui/icons';
import { MenuButton } from '@yardfleet/ui/menu-button';
import { useEnvironment } from './environment';

const languageMessages = defineMessages({
  language: { id: 'shell.language', defaultMessage: 'Language', description: 'Name of the language switch button' },
});

/**
 * The language switch (rules 2.4, 4.11): a menu of the six languages, 164 px wide, each named in itself.
 * Choosing one stores it under `currentLang` and reloads the page, except on /login, where it
 * switches in place. It uses the kit's light MenuButton so the login route stays small.
 */
export const LanguageSwitch = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { storage, reload } = useEnvironment();
  const current = useAppSelector(selectLanguage);
  const choose = (key: string): void => {
    if (!isLanguage(key)) return;
    storage.setItem(LANGUAGE_STORAGE_KEY, key);
    if (pathname === LOGIN_PATH) dispatch(languageChanged(key));
    else reload();
  };
  return (
    <MenuButton
      label={intl.formatMessage(languageMessages.language)}
      menuWidth={LANGUAGE_SWITCHER_WIDTH_PX}
      items={LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_NAMES[language], lang: language, current: language === current }))}
      onSelect={choose}
    >
      <GlobeIcon />
      <span className="hidden md:inline">{LANGUAGE_NAMES[current]}</span>
      <ChevronDownIcon width={16} height={16} />
    </MenuButton>
  );
};
