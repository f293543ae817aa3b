/**
 * Shows the first account's password once, on stdout only (never through the logger, which may
 * ship logs elsewhere). It is not stored anywhere but as an argon2 hash.
 */
export function printAdminBanner(admin: { email: string; password: string }): void {
  const line = '='.repeat(72);
  process.stdout.write(
    [
      '',
      line,
      '  Registrar: first start. An administrator account was created.',
      `  Email:    ${admin.email}`,
      `  Password: ${admin.password}`,
      '  This password is shown only now. Sign in at /login and keep it safe.',
      line,
      '',
    ].join('\n') + '\n',
  );
}
