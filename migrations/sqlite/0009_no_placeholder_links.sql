-- Issue 23: the placeholder links of 0001 (the bare GitHub and LinkedIn home pages) were shown
-- on the public page and listed in its JSON-LD as the owner's. A link is public once the owner
-- sets it: the placeholders, where still unchanged, become unset.
UPDATE profile SET github_url = NULL WHERE github_url = 'https://github.com/';
UPDATE profile SET linkedin_url = NULL WHERE linkedin_url = 'https://www.linkedin.com/';
