import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { ApiError, networkError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../api';
import { vehicleDraft } from '../drafts';
import { useStartConversation } from '../mutations';
import { messageQueries } from '../queries';
import { Composer, type ComposerOutcome } from './composer';

/**
 * "Message the dealer" on a marketplace listing: the shopper's first message opens the
 * conversation (and the dealership's lead) and takes them to it in Messages. A shopper who already
 * wrote about this vehicle is offered that conversation; a message sent from here continues it.
 * The same text sent again after a failure reuses its Idempotency-Key, so a send whose answer was
 * lost never opens a second lead.
 */
export function MessageDealerForm({ vehicleId, dealerName }: { vehicleId: string; dealerName: string }) {
  const navigate = useNavigate();
  const start = useStartConversation();
  const existing = useQuery(messageQueries.list({ vehicleId, as: 'shopper' }));
  const conversation = existing.data?.items[0];
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const send = useCallback(
    async (body: string): Promise<ComposerOutcome> => {
      if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
      try {
        const result = await start.mutateAsync({ input: { vehicleId, body }, idempotencyKey: attempt.current.key });
        attempt.current = null;
        void navigate({ to: '/dashboard/messages', search: { c: result.conversation.id } });
        return { kind: 'sent' };
      } catch (caught) {
        return { kind: 'refused', error: caught instanceof ApiError ? caught : networkError() };
      }
    },
    [start, vehicleId, navigate],
  );

  return (
    <Card.Root as="section" aria-labelledby="message-dealer-heading">
      <Card.Body gap="3">
        <Heading as="h2" id="message-dealer-heading" size="md">
          Message the dealer
        </Heading>
        {conversation ? (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              You are already talking with {dealerName} about this vehicle.
            </Text>
            <Button asChild size="sm" variant="outline" alignSelf="start">
              <Link to="/dashboard/messages" search={{ c: conversation.id }}>
                <MessageSquare /> Open the conversation
              </Link>
            </Button>
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Ask {dealerName} about availability, a test drive or the price. They answer in Messages, and you get a
            notification.
          </Text>
        )}
        <Composer
          draftKey={vehicleDraft(vehicleId)}
          onSend={send}
          label={`Message to ${dealerName}`}
          placeholder="Hi, is this vehicle still available?"
          submitLabel={conversation ? 'Send' : 'Send message'}
          rows={3}
        />
      </Card.Body>
    </Card.Root>
  );
}
