/** The parameters a mail text may use. `link` is the full URL; `hours`/`days` its lifetime. */
export interface MailParams {
  readonly name: string;
  readonly link: string;
  readonly companyName: string;
  readonly inviter: string;
  readonly loginLink: string;
  readonly resetLink: string;
}

/** One mail: a subject and a plain-text body, both built from the parameters. */
export interface MailText {
  readonly subject: (p: MailParams) => string;
  readonly body: (p: MailParams) => string;
}

/**
 * The mails of issue 4 in one language: activation of a self-registration (link valid 7 days),
 * invitation to a company (7 days), password reset (1 hour), and the notice to an address that
 * already has an account when someone registers with it again (the register call does not tell).
 */
export interface MailTexts {
  readonly activation: MailText;
  readonly invitation: MailText;
  readonly reset: MailText;
  readonly accountExists: MailText;
}

/** The kinds of mail the server sends. */
export type MailKind = keyof MailTexts;
