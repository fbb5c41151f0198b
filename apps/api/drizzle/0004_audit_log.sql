-- Reserved for issue 9 (audit log) : filled in by the work on it.
select 1;
