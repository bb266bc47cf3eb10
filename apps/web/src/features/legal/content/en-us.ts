import type { LegalTexts } from './legal-document';

/** The agreements in English (en-US). */
export const texts: LegalTexts = {
  userAgreement: {
    title: 'Yardfleet User Agreement',
    version: 'Version 1.0, effective 1 March 2025',
    sections: [
      {
        heading: '1. Who may use Yardfleet',
        paragraphs: [
          'Yardfleet is a fleet-management service for battery-powered outdoor power equipment, offered to businesses and individual traders only. It is not offered to consumers.',
          'The person who registers a company account confirms that they are authorised by the account holder (the business or trader) to create the account and to accept this agreement on its behalf.',
        ],
      },
      {
        heading: '2. Accounts and roles',
        paragraphs: [
          'Each company has exactly one admin. The admin invites managers and employees, may transfer the admin role, and manages the company name and time zone. What each role may do is described in the product documentation.',
          'You keep your login details confidential and tell us without delay if you suspect misuse. You are responsible for everything done with your account.',
        ],
      },
      {
        heading: '3. The service',
        paragraphs: [
          'Yardfleet shows the location, status, runtime, battery and maintenance information that your equipment, gateways and chargers report, and lets you organise equipment with tags, warehouses and maintenance reminders.',
          'We aim for high availability but do not guarantee uninterrupted service. Planned maintenance is announced in advance where possible.',
        ],
      },
      {
        heading: '4. Your data',
        paragraphs: [
          'The company owns the equipment data it enters and that its devices report. You grant us the rights needed to store, process and display this data to run the service for you.',
          'You may export your data at any time and ask for its deletion when the company account ends.',
        ],
      },
      {
        heading: '5. Acceptable use',
        paragraphs: [
          'You will not use Yardfleet to track people without a lawful basis, to interfere with the service or other customers, to probe its security without our written consent, or in breach of applicable law.',
        ],
      },
      {
        heading: '6. Fees',
        paragraphs: ['Fees, if any, follow the order or plan agreed with your dealer or with us. Prices are net of VAT unless stated otherwise.'],
      },
      {
        heading: '7. Ending the agreement',
        paragraphs: [
          "You may cancel your personal account in My Account. An admin of a registered company transfers the admin role first. A company account is cancelled by a Yardfleet service agent at the admin's request.",
          'You may withdraw your consent to this agreement in Legal Information; the service stays disabled for you until you accept it again.',
        ],
      },
      {
        heading: '8. Liability',
        paragraphs: [
          'Nothing in this agreement limits liability for intent, gross negligence or injury to life, body or health. Otherwise our liability is limited to foreseeable damage typical for this kind of contract and, per year, to the fees paid in the preceding twelve months.',
        ],
      },
      {
        heading: '9. Changes and law',
        paragraphs: [
          "We may change this agreement with at least 30 days' notice; at your next login you are asked to accept the new version. The law of the country of the contracting Yardfleet entity applies.",
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Yardfleet Privacy Policy',
    version: 'Version 1.0, effective 1 March 2025',
    sections: [
      {
        heading: '1. Controller',
        paragraphs: [
          "Your company is the controller of the equipment data it processes in Yardfleet; we process it on the company's behalf. For account data (your name, email, language and login records) we are the controller. Contact: privacy@yardfleet.com.",
        ],
      },
      {
        heading: '2. What we process',
        paragraphs: [
          'Account data: first and last name, email address, company, role, language, password hash, login times and device identifiers of the browsers you use.',
          'Equipment data: serial and model numbers, positions, runtimes, battery and charging figures, maintenance records and the tags your company assigns.',
        ],
      },
      {
        heading: '3. Why we process it',
        paragraphs: [
          'To provide the service you registered for (contract), to keep it secure, for example by limiting login attempts and ending sessions (legitimate interest), and to meet legal obligations such as tax records.',
        ],
      },
      {
        heading: '4. Who receives it',
        paragraphs: [
          'People of your company according to their role, the hosting and email providers we use as processors under written agreements, and authorities where the law requires it. We never sell personal data.',
        ],
      },
      {
        heading: '5. Where it is stored',
        paragraphs: [
          'Data of European customers is stored in the European Union; data of North American customers in the United States. Transfers outside these regions rely on standard contractual clauses.',
        ],
      },
      {
        heading: '6. How long we keep it',
        paragraphs: [
          'Account data for as long as the account exists and then up to 90 days in backups; login records for 12 months; invoices as long as tax law requires.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You may access, correct, delete, restrict or port your data, object to processing based on legitimate interest, and withdraw your consent at any time in Legal Information without affecting earlier processing. You may complain to a supervisory authority.',
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'Passwords are stored only as salted hashes, connections are encrypted, link tokens expire and can be used once, and access is limited by role.',
        ],
      },
      { heading: '9. Changes', paragraphs: ['We announce changes to this policy in the application; material changes are shown at your next login.'] },
    ],
  },
};
