/** The contact page in English (the source; words/hi.ts mirrors it). */
export const en = {
  metaTitle: 'Contact Us',
  eyebrow: 'Contact',
  title: 'Let’s talk',
  intro:
    'A question about your account, a partnership idea or feedback on the platform? Send us a message and a real person from our team will reply.',
  emailLabel: 'Email',
  officeLabel: 'Office',
  office: 'Bengaluru, Karnataka, India',
  hoursLabel: 'Hours',
  hours: 'Monday to Friday, 10 am – 6 pm IST',

  formHeading: 'Send us a message',
  formHint: 'All fields are required.',
  nameLabel: 'Name',
  messageLabel: 'Message',
  messagePlaceholder: 'Tell us how we can help',
  sending: 'Sending…',
  send: 'Send Message',
};
