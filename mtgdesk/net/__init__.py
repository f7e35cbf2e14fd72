"""Network play (issue 37): seats over a connection, end-to-end encryption, the relay."""
