-- Reserved for issue 10 (server-side lists) : filled in by the work on it.
select 1;
