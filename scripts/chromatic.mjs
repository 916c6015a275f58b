// npm run chromatic: visual review on Chromatic for operators with a project token. Chromatic is not a dependency (it
// needs the network and a token, so it cannot run in CI here); this says how to run it with npx instead.
const version = '16.6.2';
const command = `npx --yes chromatic@${version} --storybook-build-dir storybook-static --exit-zero-on-changes`;
const steps = ['npm run build-storybook', command];

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'Chromatic needs a project token: set CHROMATIC_PROJECT_TOKEN (from your Chromatic project\'s "Manage" page), then run:',
      '',
      ...steps.map((step) => `  ${step}`),
      '',
      'Chromatic reads the token from the environment and uploads the static Storybook for review.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(['CHROMATIC_PROJECT_TOKEN is set. Build the catalogue and upload it with:', '', ...steps.map((step) => `  ${step}`)].join('\n'));
