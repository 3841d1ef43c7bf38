/** Petnest's public contact details, in one place for the contact, support and legal pages. */
export const contactDetails = {
  supportEmail: 'support@petnest.example',
  partnersEmail: 'partners@petnest.example',
  privacyEmail: 'privacy@petnest.example',
  pressEmail: 'press@petnest.example',
  phone: '+1 (555) 010-2024',
  hours: 'Monday to Friday, 9:00 AM to 6:00 PM Eastern Time',
  address: 'Petnest, Inc., 100 Congress Avenue, Suite 200, Austin, TX 78701',
} as const;
