export const demoAccountsText = [
  ['Pet owner', 'owner@petnest.demo'],
  ['Company (Professional plan)', 'company@petnest.demo'],
  ['Superadmin', 'admin@petnest.demo'],
];

export function demoBanner({ app, hosting, api, ui }) {
  const lines = [
    '',
    '  Petnest is running on the Firebase emulators (project demo-petnest)',
    '',
    `  App (Vite, live reload)   ${app}`,
    `  Built app on Hosting      ${hosting}`,
    `  API                       ${api}`,
    ...(ui
      ? [`  Emulator UI               ${ui}`]
      : ['  Emulator UI               off (it cannot be downloaded on this machine)']),
    '',
    '  Demo accounts (password demo1234):',
    ...demoAccountsText.map(([role, email]) => `    ${role.padEnd(28)} ${email}`),
    '',
    '  Press Ctrl+C to stop; the data is kept in .cache/emulator-data.',
    '',
  ];
  return lines.join('\n');
}
