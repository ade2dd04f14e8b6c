// The agency's own settings pages (Website, Product, Payment): a save is validated the way
// `npm run agency -- validate` validates (the API's issues per path, core's rules before sending),
// refused on a stale version (409), then followed until its build is live or failed.
import { MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  ANALYTICS_WITHOUT_IDS,
  changedFields,
  draftIssues,
  FAQ_QUESTION_TOO_SHORT,
  PUBLISH_POLL_MS,
  pathKeys,
  type SettingsEditor,
  type SettingsFields,
  type SettingsPublishAnswer,
  type SettingsVersion,
  type SiteSettingsSection,
  siteSettingsMachine,
  USD_REQUIRED,
} from './siteSettingsMachine.ts';

const WEBSITE: SettingsFields = {
  agency: { agencyName: 'Horizon Travel Co.', primaryColor: '#0f766e', logo: null },
  about: { isEnabled: true, title: 'About Horizon' },
};

function version(number: number, status: SettingsVersion['status'] = 'queued'): SettingsVersion {
  return {
    number,
    source: 'settings',
    restoredFrom: null,
    savedBy: { userId: 2, email: 'owner@horizon.test' },
    savedAt: '2026-12-03T09:00:00.000Z',
    changes: ['agency.primaryColor'],
    status,
    failure: status === 'failed' ? 'the build failed: disk full' : null,
  };
}

/** The API's ApiError as the page's call rejects with it. */
function apiError(status: number, body: unknown) {
  return Object.assign(new Error('refused'), { status, body });
}

function start(section: SiteSettingsSection = 'website') {
  const clock = new SimulatedClock();
  const loads: Deferred<SettingsEditor>[] = [];
  const saves: { input: unknown; answer: Deferred<SettingsVersion> }[] = [];
  const restores: { input: unknown; answer: Deferred<SettingsVersion> }[] = [];
  const statuses: Deferred<SettingsPublishAnswer>[] = [];
  const histories: Deferred<SettingsVersion[]>[] = [];
  const uploads: { file: Blob; answer: Deferred<{ ref: string; url: string }> }[] = [];
  const actor = createActor(
    siteSettingsMachine.provide({
      actors: {
        load: fromPromise(() => {
          const answer = deferred<SettingsEditor>();
          loads.push(answer);
          return answer.promise;
        }),
        save: fromPromise(({ input }) => {
          const answer = deferred<SettingsVersion>();
          saves.push({ input, answer });
          return answer.promise;
        }),
        restore: fromPromise(({ input }) => {
          const answer = deferred<SettingsVersion>();
          restores.push({ input, answer });
          return answer.promise;
        }),
        publishStatus: fromPromise(() => {
          const answer = deferred<SettingsPublishAnswer>();
          statuses.push(answer);
          return answer.promise;
        }),
        history: fromPromise(() => {
          const answer = deferred<SettingsVersion[]>();
          histories.push(answer);
          return answer.promise;
        }),
        upload: fromPromise(({ input }: { input: { file: Blob } }) => {
          const answer = deferred<{ ref: string; url: string }>();
          uploads.push({ file: input.file, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { section }, clock },
  );
  actor.start();
  const form = () => actor.getSnapshot().value as { form: unknown };
  return { actor, clock, loads, saves, restores, statuses, histories, uploads, form };
}

async function opened(section: SiteSettingsSection = 'website', settings = WEBSITE) {
  const run = start(section);
  run.loads[0]?.resolve({ version: 4, settings });
  run.histories[0]?.resolve([version(4, 'published')]);
  await settle();
  return run;
}

/** Opened on version 4, one colour edited and saved: version 5, its build asked about next. */
async function savedAsVersion5() {
  const run = await opened();
  run.actor.send({ type: 'EDIT', path: 'agency.primaryColor', value: '#123456' });
  run.actor.send({ type: 'SAVE' });
  run.saves[0]?.answer.resolve(version(5));
  await settle();
  return run;
}

describe('siteSettingsMachine', () => {
  it('opens on the latest version with a clean draft and the history beside it', async () => {
    const run = start();
    expect(run.actor.getSnapshot().matches({ form: 'loading' })).toBe(true);
    expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    run.loads[0]?.resolve({ version: 4, settings: WEBSITE });
    run.histories[0]?.resolve([version(4, 'published')]);
    await settle();
    const { context } = run.actor.getSnapshot();
    expect(run.actor.getSnapshot().matches({ form: 'editing', history: 'loaded' })).toBe(true);
    expect(context.version).toBe(4);
    expect(context.draft).toEqual(WEBSITE);
    expect(context.dirty).toBe(false);
    expect(context.versions.map((v) => v.number)).toEqual([4]);
  });

  it("a failed load keeps spec §8's message and opens again on RELOAD", async () => {
    const run = start();
    run.loads[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(run.actor.getSnapshot().matches({ form: 'loadFailed' })).toBe(true);
    expect(run.actor.getSnapshot().context.error).toBe(MESSAGES.genericFallback);
    run.actor.send({ type: 'RELOAD' });
    expect(run.actor.getSnapshot().matches({ form: 'loading' })).toBe(true);
  });

  it('an edit marks the draft dirty, and undoing it makes it clean again', async () => {
    const { actor } = await opened();
    actor.send({ type: 'EDIT', path: 'agency.primaryColor', value: '#123456' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    expect(actor.getSnapshot().context.draft).toMatchObject({
      agency: { primaryColor: '#123456', agencyName: 'Horizon Travel Co.' },
    });
    actor.send({ type: 'EDIT', path: 'agency.primaryColor', value: '#0f766e' });
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it("refuses 'banana' as a colour before sending, with the validator's message", async () => {
    const { actor, saves } = await opened();
    actor.send({ type: 'EDIT', path: 'agency.primaryColor', value: 'banana' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.issues).toEqual({
      'agency.primaryColor':
        'expected a CSS colour such as "#2c7be5", "rgb(44 123 229)" or "teal", got "banana"',
    });
    expect(saves).toHaveLength(0);
    // Each refusal is counted, so the view moves focus again on a second refused save.
    expect(actor.getSnapshot().context.refused).toBe(1);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.refused).toBe(2);
    // Fixing the field clears its problem, and the form is editable again.
    actor.send({ type: 'EDIT', path: 'agency.primaryColor', value: 'teal' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it('refuses a product page with no active booking type before sending', () => {
    const options = [
      { title: 'Hotels', active: false },
      { title: 'Cars', active: false },
    ];
    expect(draftIssues('product', { agency: { bookingMenuItemOptions: options } })).toEqual({
      'agency.bookingMenuItemOptions': 'at least one booking type must be active',
    });
    options[1] = { title: 'Cars', active: true };
    expect(draftIssues('product', { agency: { bookingMenuItemOptions: options } })).toEqual({});
  });

  it('sends only the changed fields with the version the page opened on', async () => {
    const { actor, saves } = await opened();
    actor.send({ type: 'EDIT', path: 'about.title', value: 'Who we are' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ form: 'saving' })).toBe(true);
    expect(saves[0]?.input).toEqual({
      section: 'website',
      baseVersion: 4,
      fields: { about: { title: 'Who we are' } },
    });
  });

  it("maps the API's 400 issues to their fields", async () => {
    const { actor, saves } = await opened();
    actor.send({ type: 'EDIT', path: 'agency.agencyName', value: '' });
    actor.send({ type: 'SAVE' });
    saves[0]?.answer.reject(
      apiError(400, {
        message: 'Invalid website settings: agency.agencyName: required',
        issues: [
          { path: 'agency.agencyName', message: 'must be at least 1 characters (got 0)' },
          { path: 'agency.agencyName', message: 'a second message is not shown' },
        ],
      }),
    );
    await settle();
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.issues).toEqual({
      'agency.agencyName': 'must be at least 1 characters (got 0)',
    });
    expect(actor.getSnapshot().context.draft).toMatchObject({ agency: { agencyName: '' } });
  });

  it('a 409 is a conflict; RELOAD opens the latest version and drops the stale draft', async () => {
    const { actor, saves, loads } = await opened();
    actor.send({ type: 'EDIT', path: 'about.title', value: 'Stale' });
    actor.send({ type: 'SAVE' });
    const message =
      'This page changed since you opened it: reload it to see the latest settings, then make your change again.';
    saves[0]?.answer.reject(apiError(409, { message, code: 'VERSION_CONFLICT' }));
    await settle();
    expect(actor.getSnapshot().matches({ form: 'conflict' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(message);
    // A conflicted draft cannot be sent again as it is.
    actor.send({ type: 'SAVE' });
    expect(saves).toHaveLength(1);
    actor.send({ type: 'RELOAD' });
    loads[1]?.resolve({ version: 5, settings: WEBSITE });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.version).toBe(5);
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('a network failure keeps the draft; RETRY sends it again', async () => {
    const { actor, saves } = await opened();
    actor.send({ type: 'EDIT', path: 'about.title', value: 'Kept' });
    actor.send({ type: 'SAVE' });
    saves[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericFallback);
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(saves[1]?.input).toMatchObject({ fields: { about: { title: 'Kept' } } });
  });

  it('after a save, polls the publish status on the clock until the version is live', async () => {
    const { actor, statuses, clock } = await savedAsVersion5();
    expect(actor.getSnapshot().matches({ form: 'publishing' })).toBe(true);
    expect(actor.getSnapshot().context.version).toBe(5);
    expect(actor.getSnapshot().context.dirty).toBe(false);
    // No time passed: nothing asked yet.
    expect(statuses).toHaveLength(0);
    clock.increment(PUBLISH_POLL_MS);
    statuses[0]?.resolve({ latest: version(5, 'building'), publishedVersion: 4, publishing: true });
    await settle();
    expect(actor.getSnapshot().matches({ form: { publishing: 'waiting' } })).toBe(true);
    clock.increment(PUBLISH_POLL_MS - 1);
    expect(statuses).toHaveLength(1);
    clock.increment(1);
    statuses[1]?.resolve({
      latest: version(5, 'published'),
      publishedVersion: 5,
      publishing: true,
    });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'published' })).toBe(true);
  });

  it('a failed build says why (the site keeps the version before)', async () => {
    const { actor, statuses, clock } = await savedAsVersion5();
    clock.increment(PUBLISH_POLL_MS);
    statuses[0]?.resolve({ latest: version(5, 'failed'), publishedVersion: 4, publishing: true });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'publishFailed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('the build failed: disk full');
  });

  it('an API that builds nothing leaves the save stored and queued, and stops asking', async () => {
    const { actor, statuses, clock } = await savedAsVersion5();
    clock.increment(PUBLISH_POLL_MS);
    statuses[0]?.resolve({ latest: version(5), publishedVersion: 4, publishing: false });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
    clock.increment(PUBLISH_POLL_MS * 5);
    expect(statuses).toHaveLength(1);
  });

  it('a lost status answer is asked again on the next beat', async () => {
    const { actor, statuses, clock } = await savedAsVersion5();
    clock.increment(PUBLISH_POLL_MS);
    statuses[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    clock.increment(PUBLISH_POLL_MS);
    expect(statuses).toHaveLength(2);
    expect(actor.getSnapshot().matches({ form: 'publishing' })).toBe(true);
  });

  it('the history is loaded again after a save', async () => {
    const { actor, saves, histories } = await opened();
    actor.send({ type: 'EDIT', path: 'about.title', value: 'New' });
    actor.send({ type: 'SAVE' });
    saves[0]?.answer.resolve(version(5));
    await settle();
    expect(histories).toHaveLength(2);
    histories[1]?.resolve([version(5), version(4, 'published')]);
    await settle();
    expect(actor.getSnapshot().context.versions.map((v) => v.number)).toEqual([5, 4]);
  });

  it('restores a version: stored again, the form reopens on it and follows its build', async () => {
    const { actor, restores, loads, statuses, clock } = await opened();
    actor.send({ type: 'RESTORE', number: 2 });
    expect(actor.getSnapshot().matches({ form: 'restoring' })).toBe(true);
    expect(restores[0]?.input).toEqual({ number: 2, baseVersion: 4 });
    restores[0]?.answer.resolve({ ...version(5), source: 'restore', restoredFrom: 2 });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'reopening' })).toBe(true);
    const older = { agency: { ...(WEBSITE.agency as object), primaryColor: '#222222' } };
    loads[1]?.resolve({ version: 5, settings: older });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'publishing' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(older);
    clock.increment(PUBLISH_POLL_MS);
    statuses[0]?.resolve({
      latest: version(5, 'published'),
      publishedVersion: 5,
      publishing: true,
    });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'published' })).toBe(true);
  });

  it('a restore on a stale page is a conflict too', async () => {
    const { actor, restores } = await opened();
    actor.send({ type: 'RESTORE', number: 2 });
    restores[0]?.answer.reject(apiError(409, { message: 'changed', code: 'VERSION_CONFLICT' }));
    await settle();
    expect(actor.getSnapshot().matches({ form: 'conflict' })).toBe(true);
  });

  it('a failed restore is retried as a restore, not as a save', async () => {
    const { actor, restores, saves } = await opened();
    actor.send({ type: 'RESTORE', number: 3 });
    restores[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(restores[1]?.input).toEqual({ number: 3, baseVersion: 4 });
    expect(saves).toHaveLength(0);
  });

  it("an uploaded logo's ref goes in the draft; a refused image shows the API's reason on its field", async () => {
    const { actor, uploads } = await opened();
    const file = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    actor.send({ type: 'UPLOAD', path: 'agency.logo', file });
    expect(actor.getSnapshot().matches({ form: 'uploading' })).toBe(true);
    expect(uploads[0]?.file).toBe(file);
    uploads[0]?.answer.resolve({
      ref: 'uploads/horizon/abc.svg',
      url: '/api/agency/images/abc.svg',
    });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toMatchObject({
      agency: { logo: 'uploads/horizon/abc.svg' },
    });
    expect(actor.getSnapshot().context.previews).toEqual({
      'agency.logo': '/api/agency/images/abc.svg',
    });
    expect(actor.getSnapshot().context.dirty).toBe(true);

    actor.send({ type: 'UPLOAD', path: 'agency.logo', file });
    uploads[1]?.answer.reject(
      apiError(400, { message: 'The image is not a PNG image: its content is an HTML page' }),
    );
    await settle();
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.issues).toEqual({
      'agency.logo': 'The image is not a PNG image: its content is an HTML page',
    });
  });
});

describe("siteSettingsMachine: the Website page's lists and images", () => {
  const FAQ = {
    ...WEBSITE,
    faq: {
      isEnabled: true,
      questions: [
        { question: 'How do I cancel?', answer: '<p>From My Trips.</p>' },
        { question: 'Can I pay later?', answer: '<p>Yes.</p>' },
      ],
    },
    languages: ['en', 'ar'],
    currencies: ['USD', 'EUR'],
  };

  it('edits a question of the list by its path; the whole list is sent', async () => {
    const { actor, saves } = await opened('website', FAQ);
    actor.send({ type: 'EDIT', path: 'faq.questions[1].question', value: 'May I pay later?' });
    expect(actor.getSnapshot().context.draft.faq).toEqual({
      isEnabled: true,
      questions: [FAQ.faq.questions[0], { question: 'May I pay later?', answer: '<p>Yes.</p>' }],
    });
    // The list loaded is left as it was: the draft is a copy.
    expect(FAQ.faq.questions[1]?.question).toBe('Can I pay later?');
    actor.send({ type: 'SAVE' });
    expect(saves[0]?.input).toMatchObject({
      fields: {
        faq: {
          questions: [
            FAQ.faq.questions[0],
            { question: 'May I pay later?', answer: '<p>Yes.</p>' },
          ],
        },
      },
    });
  });

  it('refuses a question of 3 characters or fewer before sending (spec §5), on its path', async () => {
    const { actor, saves } = await opened('website', FAQ);
    actor.send({
      type: 'EDIT',
      path: 'faq.questions',
      value: [...FAQ.faq.questions, { question: ' IVA ', answer: '' }],
    });
    actor.send({ type: 'SAVE' });
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().context.issues).toEqual({
      'faq.questions[2].question': FAQ_QUESTION_TOO_SHORT,
    });
    actor.send({ type: 'EDIT', path: 'faq.questions[2].question', value: 'What is IVA?' });
    expect(actor.getSnapshot().context.issues).toEqual({});
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it("maps the API's bracketed paths to the question, and removing questions clears them", async () => {
    const { actor, saves } = await opened('website', FAQ);
    actor.send({ type: 'EDIT', path: 'faq.questions[0].answer', value: '<p>x</p>' });
    actor.send({ type: 'SAVE' });
    saves[0]?.answer.reject(
      apiError(400, {
        message: 'Invalid website settings',
        issues: [
          {
            path: 'faq.questions[0].answer',
            message: 'HTML content is limited to 200,000 characters',
          },
        ],
      }),
    );
    await settle();
    expect(actor.getSnapshot().context.issues).toEqual({
      'faq.questions[0].answer': 'HTML content is limited to 200,000 characters',
    });
    actor.send({ type: 'EDIT', path: 'faq.questions', value: [FAQ.faq.questions[1]] });
    expect(actor.getSnapshot().context.issues).toEqual({});
  });

  it('refuses no language, currencies without USD and analytics without an id, as core does', () => {
    expect(
      draftIssues('website', {
        languages: [],
        currencies: ['EUR'],
        agency: { analytics: { isEnabled: true, googleAnalyticsId: '' } },
      }),
    ).toEqual({
      languages: 'list at least one language',
      currencies: USD_REQUIRED,
      'agency.analytics': ANALYTICS_WITHOUT_IDS,
    });
    expect(
      draftIssues('website', {
        languages: ['en'],
        currencies: ['USD'],
        agency: { analytics: { isEnabled: true, facebookAnalyticsId: '1234567890' } },
      }),
    ).toEqual({});
  });

  it('an edit of an analytics id answers the problem of the analytics object', async () => {
    const { actor } = await opened();
    actor.send({ type: 'EDIT', path: 'agency.analytics', value: { isEnabled: true } });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.issues).toEqual({
      'agency.analytics': ANALYTICS_WITHOUT_IDS,
    });
    actor.send({ type: 'EDIT', path: 'agency.analytics.googleAnalyticsId', value: 'G-ABC123' });
    expect(actor.getSnapshot().context.issues).toEqual({});
    expect(actor.getSnapshot().context.draft.agency).toMatchObject({
      analytics: { isEnabled: true, googleAnalyticsId: 'G-ABC123' },
    });
  });

  it('uploads go to the path they were chosen for: favicon, mobile logo, About image', async () => {
    const { actor, uploads } = await opened();
    const file = new Blob(['icon'], { type: 'image/x-icon' });
    for (const [index, path] of ['agency.favicon', 'agency.logoMobile', 'about.image'].entries()) {
      actor.send({ type: 'UPLOAD', path, file });
      uploads[index]?.answer.resolve({ ref: `uploads/horizon/${index}.png`, url: `/i/${index}` });
      await settle();
    }
    const { context } = actor.getSnapshot();
    expect(context.draft).toMatchObject({
      agency: { favicon: 'uploads/horizon/0.png', logoMobile: 'uploads/horizon/1.png', logo: null },
      about: { image: 'uploads/horizon/2.png' },
    });
    expect(context.previews).toEqual({
      'agency.favicon': '/i/0',
      'agency.logoMobile': '/i/1',
      'about.image': '/i/2',
    });
    actor.send({ type: 'UPLOAD', path: 'agency.favicon', file });
    uploads[3]?.answer.reject(apiError(400, { message: 'The image is larger than 5 MB' }));
    await settle();
    expect(actor.getSnapshot().context.issues).toEqual({
      'agency.favicon': 'The image is larger than 5 MB',
    });
  });
});

describe('pathKeys', () => {
  it("reads the validator's paths and dotted indexes alike", () => {
    expect(pathKeys('faq.questions[2].question')).toEqual(['faq', 'questions', 2, 'question']);
    expect(pathKeys('faq.questions.2.question')).toEqual(['faq', 'questions', 2, 'question']);
    expect(pathKeys('languages')).toEqual(['languages']);
  });
});

describe('changedFields', () => {
  it('keeps only changed leaves of the config objects, and lists whole', () => {
    expect(
      changedFields(
        { agency: { a: 1, b: 2 }, languages: ['en'], faq: { questions: [{ q: 1 }] } },
        { agency: { a: 1, b: 3 }, languages: ['en', 'ar'], faq: { questions: [{ q: 1 }] } },
      ),
    ).toEqual({ agency: { b: 3 }, languages: ['en', 'ar'] });
  });
});
