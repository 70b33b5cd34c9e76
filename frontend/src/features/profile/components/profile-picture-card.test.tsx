import { PROFILE_PICTURE_MAX_BYTES, userSchema } from '@recyclens/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import { PopupHost, popups } from '../../../components/ui/popups';
import { ProfilePictureCard } from './profile-picture-card';
import { jsonResponse } from '../../../../test/fake-fetch';
import { ada, fakeObjectUrls, fileFetch } from '../../../../test/fixtures/profile';

const withPicture = userSchema.parse({
  ...ada,
  profilePictureUrl: 'http://api.test/profile/profile-picture/u1?v=1',
});
const withoutPicture = userSchema.parse(ada);
const png = (name = 'me.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

let urls: ReturnType<typeof fakeObjectUrls>;
beforeEach(() => {
  urls = fakeObjectUrls();
});
afterEach(() => popups.clear());

describe('Profile picture', () => {
  it('shows the current picture and revokes its object URL when it goes away', async () => {
    const api = fileFetch({
      'GET /profile/profile-picture/u1': () =>
        new Response(new Blob([new Uint8Array(4)], { type: 'image/png' }), {
          headers: { 'content-type': 'image/png' },
        }),
    });
    const view = await renderWith(<ProfilePictureCard user={withPicture} />, { fetch: api.fetch });
    const picture = await screen.findByRole('img', { name: 'Your current profile picture' });
    const url = picture.getAttribute('src');
    expect(url).toMatch(/^blob:test\//);
    view.unmount();
    expect(urls.revoke).toHaveBeenCalledWith(url);
  });

  it('refuses a wrong type without calling the server', async () => {
    const api = fileFetch({});
    await renderWith(<ProfilePictureCard user={withoutPicture} />, { fetch: api.fetch });
    const input = screen.getByLabelText(/New profile picture/);
    // userEvent.upload would drop the file itself because of the accept attribute.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG, JPG and JPEG files are accepted.');
    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();
    expect(api.sent).toHaveLength(0);
  });

  it('refuses a dropped file over the limit in the browser', async () => {
    const api = fileFetch({});
    await renderWith(<ProfilePictureCard user={withoutPicture} />, { fetch: api.fetch });
    fireEvent.drop(screen.getByTestId('file-dropzone'), {
      dataTransfer: { files: [png('big.png', PROFILE_PICTURE_MAX_BYTES + 1)] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large. The maximum size is 4 MB.',
    );
    expect(api.sent).toHaveLength(0);
  });

  it('previews the chosen file, uploads it as multipart and shows the server refusing its size', async () => {
    const api = fileFetch({
      'POST /user/profile-picture/upload': () =>
        jsonResponse(413, { code: 'FILE_TOO_LARGE', message: 'The file is too large.' }),
    });
    await renderWith(<ProfilePictureCard user={withoutPicture} />, { fetch: api.fetch });
    await userEvent.upload(screen.getByLabelText(/New profile picture/), png());

    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large. The maximum size is 4 MB.',
    );
    await waitFor(() => expect(api.sent).toHaveLength(1));
    const body = api.sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toMatchObject({ name: 'me.png', type: 'image/png' });
  });

  it('shows the server refusing the content type', async () => {
    const api = fileFetch({
      'POST /user/profile-picture/upload': () =>
        jsonResponse(415, { code: 'UNSUPPORTED_FILE_TYPE', message: 'x' }),
    });
    await renderWith(<ProfilePictureCard user={withoutPicture} />, { fetch: api.fetch });
    await userEvent.upload(screen.getByLabelText(/New profile picture/), png('renamed.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG, JPG and JPEG files are accepted.');
  });

  it('shows the server refusing a damaged or oversized image, in the interface language', async () => {
    const refusals = [
      ['IMAGE_INVALID', 'en', 'The image could not be read. Save it again as PNG or JPEG and try once more.'],
      ['IMAGE_TOO_LARGE', 'en', 'It may have at most 4096 pixels a side and 16 megapixels.'],
      ['IMAGE_TOO_LARGE', 'de', 'Es darf höchstens 4096 Pixel pro Seite und 16 Megapixel haben.'],
    ] as const;
    for (const [code, locale, text] of refusals) {
      const api = fileFetch({
        'POST /user/profile-picture/upload': () => jsonResponse(400, { code, message: 'x' }),
      });
      const view = await renderWith(<ProfilePictureCard user={withoutPicture} />, {
        fetch: api.fetch,
        locale,
      });
      await userEvent.upload(screen.getByLabelText(/(New profile picture|Neues Profilbild)/), png());
      await userEvent.click(screen.getByRole('button', { name: /(Upload picture|Bild hochladen)/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      view.unmount();
    }
  });

  it('confirms an accepted upload and lets the user choose again', async () => {
    const api = fileFetch({
      'POST /user/profile-picture/upload': () =>
        jsonResponse(200, { profilePictureUrl: 'http://api.test/profile/profile-picture/u1?v=2' }),
    });
    await renderWith(
      <>
        <ProfilePictureCard user={withoutPicture} />
        <PopupHost />
      </>,
      { fetch: api.fetch },
    );
    await userEvent.upload(screen.getByLabelText(/New profile picture/), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
