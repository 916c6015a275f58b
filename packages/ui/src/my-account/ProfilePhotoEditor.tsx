import { Avatar, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/Spinner';

export interface ProfilePhotoEditorProps {
  /** The current photo's address; null: none yet (the initials show). */
  photoUrl: string | null;
  /** The customer's name, for the initials and the picture's text. */
  name: string;
  /** An upload or removal is running. */
  busy?: boolean;
  /** Why the chosen file was refused (the app's check or the server's). */
  error?: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** My details' profile photo (spec §3 profilePhoto): the picture or initials, a file to choose, and Remove. */
export function ProfilePhotoEditor({ photoUrl, name, busy = false, error = null, onChoose, onRemove }: ProfilePhotoEditorProps): ReactNode {
  const { t } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`account.myAccount.details.photo.${key}`, options);
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar size="6" radius="full" src={photoUrl ?? undefined} fallback={initials(name) || '?'} alt={photoUrl ? k('alt', { name }) : undefined} />
          <Flex direction="column" gap="2" className="cs-photo-editor__controls">
            <Heading as="h2" size="4" id={headingId}>
              {k('title')}
            </Heading>
            <Text as="label" size="2" weight="medium">
              {k(photoUrl ? 'replace' : 'choose')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="cs-photo-editor__input"
                onChange={choose}
                disabled={busy}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={error ? true : undefined}
              />
            </Text>
            <Text as="p" size="1" color="gray" id={hintId}>
              {k('hint')}
            </Text>
            {busy ? <Spinner size="1" /> : null}
            {photoUrl ? (
              <Flex>
                <Button variant="soft" color="gray" onClick={onRemove} disabled={busy}>
                  {k('remove')}
                </Button>
              </Flex>
            ) : null}
          </Flex>
        </Flex>
        {error ? (
          <Callout.Root color="red" role="alert" id={errorId} mt="3">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
      </section>
    </Card>
  );
}
