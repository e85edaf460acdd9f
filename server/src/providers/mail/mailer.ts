/** E-mail (DESIGN decision 14): one interface, SMTP when configured, the server log otherwise. */
export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = {
  /** Where mail goes, for the start-up log line. */
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
};
