import { setLanguage } from '../../app/actions/language';
import { dictionaries, type Language } from '../../lib/i18n/dictionary';

/** One button that switches to the other language; the choice is kept in a cookie. */
export function LanguageSwitch({ language }: { language: Language }) {
  const other: Language = language === 'nb' ? 'en' : 'nb';
  const t = dictionaries[language];
  return (
    <form action={setLanguage} className="language-switch">
      <input type="hidden" name="language" value={other} />
      <button type="submit" className="link-button" lang={other} title={t.language.switchTo}>
        <span className="visually-hidden" lang={language}>
          {t.language.label}:{' '}
        </span>
        {dictionaries[other].languageName}
      </button>
    </form>
  );
}
