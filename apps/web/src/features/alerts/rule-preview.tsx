import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ALERT_PREVIEW_DAYS_DEFAULT, type AlertRulePreview } from '@yardfleet/contract/endpoints/alert-rules';
import { commonMessages } from '../../shared/i18n/common-messages';
import { editorMessages as m, previewExample, previewSentence } from './rule-editor-messages';

/** What the editor shows of a preview: none asked yet, asking, or the answer (for a charge system rule or a machine rule). */
export type PreviewState =
  { readonly kind: 'idle' } | { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly preview: AlertRulePreview; readonly chargers: boolean };

export interface RulePreviewProps {
  readonly state: PreviewState;
  /** An ISO instant in the company's time zone. */
  readonly formatTime: (iso: string) => string;
}

/**
 * The answer of "Preview" (rules 22.5), a polite live region: "This rule would have opened N alerts
 * on M machines in the past 7 days", then up to ten of them (subject, opened, resolved or "still
 * open"), and that nothing was stored or mailed.
 */
export const RulePreview = ({ state, formatTime }: RulePreviewProps) => {
  const intl = useIntl();
  const headingId = useId();
  if (state.kind === 'idle') return <div aria-live="polite" />;
  return (
    <section aria-labelledby={headingId} aria-live="polite" aria-busy={state.kind === 'loading'} className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {intl.formatMessage(m.previewTitle)}
      </h3>
      {state.kind === 'ready' ? (
        <>
          <p className="text-sm text-slate-900">
            {intl.formatMessage(previewSentence, {
              opened: state.preview.opened,
              subjects: state.preview.subjects,
              days: ALERT_PREVIEW_DAYS_DEFAULT,
              chargers: state.chargers ? 'yes' : 'no',
            })}
          </p>
          {state.preview.examples.length > 0 ? (
            <ul className="flex flex-col gap-0.5 text-xs text-slate-700">
              {state.preview.examples.map((example) => (
                <li key={`${example.subject.id}-${example.openedAt}`}>
                  {intl.formatMessage(previewExample, {
                    subject: example.subject.name,
                    opened: formatTime(example.openedAt),
                    resolved: example.resolvedAt === null ? intl.formatMessage(m.stillOpen) : formatTime(example.resolvedAt),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-slate-600">{intl.formatMessage(m.previewNothing)}</p>
        </>
      ) : (
        <p className="text-sm text-slate-600">{intl.formatMessage(commonMessages.loading)}</p>
      )}
    </section>
  );
};
