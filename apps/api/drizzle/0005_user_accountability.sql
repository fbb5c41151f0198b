-- Reserved for issue 9 (invitations, deactivation, sessions): filled in by the work on it.
select 1;
