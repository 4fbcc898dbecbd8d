import { Box, HStack, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { routeById } from '../../registry/routes';
import { DashboardPage, headingOf } from '../components/layout/page';
import { PostEditor } from '../features/blog-admin/editor/post-editor';

/**
 * New post: the shared editor; once saved, the post's own edit address (so a reload keeps it),
 * which says it was saved as the editor here would have.
 */
export function BlogAdminCreateScreen() {
  const route = routeById['blog-admin-create'];
  const navigate = useNavigate();
  return (
    <Stack gap="4" maxW="7xl" mx="auto">
      <Box>
        <Link to="/dashboard/blog-admin">
          <HStack as="span" gap="1" fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
            <ArrowLeft size={14} /> Blog admin
          </HStack>
        </Link>
      </Box>
      <DashboardPage title={headingOf(route)} description={route.description}>
        <PostEditor
          onSaved={(post) =>
            void navigate({
              to: '/dashboard/blog-admin/edit/$id',
              params: { id: post.id },
              state: { savedPostId: post.id },
              replace: true,
            })
          }
        />
      </DashboardPage>
    </Stack>
  );
}
