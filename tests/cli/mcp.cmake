# najia-cli mcp (issue 40): a client speaks the Model Context Protocol to it over a pipe — handshake,
# tool list with schemas, calls in both details, every kind of error, the casebook written only with
# --allow-write (tests/cli/scripts/mcp_client.py).
add_test(NAME cli_mcp_session COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/scripts/mcp_client.py $<TARGET_FILE:najia-cli>)
