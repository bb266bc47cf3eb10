/** One agreement as the protocol pages render it: title, date of the version, numbered sections. */
export interface LegalDocument {
  readonly title: string;
  readonly version: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

/** Both agreements of one language (rules 1.5, 2.1): the user agreement and the privacy policy. */
export interface LegalTexts {
  readonly userAgreement: LegalDocument;
  readonly privacyPolicy: LegalDocument;
}
